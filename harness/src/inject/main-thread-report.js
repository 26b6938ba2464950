// What `main_thread.rs` reads back from the recorder (`main-thread.js`): the record once the
// page is interactive or `sliceMs` have passed, whichever is first (null without the recorder).
// It waits on the recorder's signal, so the page is not polled while it is being measured.
return {
  read: (sliceMs) => {
    const interactive = window.__hiveMainThreadInteractive;
    if (!interactive) return window.__hiveMainThread ?? null;
    let timer;
    const slice = new Promise((resolve) => { timer = setTimeout(resolve, sliceMs); });
    return Promise.race([interactive, slice]).then(() => {
      clearTimeout(timer);
      return window.__hiveMainThread;
    });
  },
};
