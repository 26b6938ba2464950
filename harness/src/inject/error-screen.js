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
};
