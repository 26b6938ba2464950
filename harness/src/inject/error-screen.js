// What `pages/error_screen.rs` reads of React Router's default error screen, whose heading is
// an h2 that opens with "Unexpected Application Error", and whose message is the h3 after it.
const heading = () => document.querySelector('h2');

return {
  isShown: () => (heading()?.textContent ?? '').startsWith('Unexpected Application Error'),
  heading: () => heading().textContent,
  message: () => {
    const message = heading()?.nextElementSibling;
    return message?.tagName === 'H3' ? message.innerText.trim() : '';
  },
  // How this browser words a page chunk that failed to load: the message of importing a
  // module that is not there, with its address.
  failedImport: (path) => {
    const url = new URL(path, location.href).href;
    return import(url).then(
      () => null,
      (error) => ({ message: String(error?.message ?? error), url }),
    );
  },
};
