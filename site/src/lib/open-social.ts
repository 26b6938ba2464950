/**
 * Spec §2 and §8: a social link opens in a new tab, through the parent window when the
 * page is framed. If opening fails (a blocked pop-up, or a parent on another origin),
 * the link is copied to the clipboard and `copiedMessage` is shown in an alert.
 */
export async function openSocialLink(url: string, copiedMessage: string): Promise<'opened' | 'copied'> {
  let opened: Window | null = null;
  try {
    const host = window.top !== window.self ? window.parent : window;
    opened = host.open(url, '_blank');
  } catch {
    // A cross-origin parent refuses access to its `open`; that counts as a failure.
    opened = null;
  }
  if (opened) {
    try {
      // The same protection `rel="noopener"` gives a plain link.
      opened.opener = null;
    } catch {
      // The new tab already navigated cross-origin; it cannot reach us either way.
    }
    return 'opened';
  }
  await copyText(url);
  window.alert(copiedMessage);
  return 'copied';
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // The async clipboard needs focus and permission; the legacy path works in more frames.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.className = 'visually-hidden';
  document.body.append(field);
  field.select();
  document.execCommand('copy');
  field.remove();
}
