/**
 * Puts text on the clipboard. The Clipboard API exists only in a secure context: a hub opened
 * at http://192.168.1.20 has no navigator.clipboard (and a refused permission rejects), so the
 * text then goes through a hidden textarea and document.execCommand('copy'), which a click still
 * allows there. Rejects when neither worked.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or document not focused: the textarea below may still work.
    }
  }
  if (!copyThroughTextarea(text)) throw new Error('The browser refused to copy');
}

function copyThroughTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, and not zoomed into on iOS (font-size under 16px zooms).
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus({ preventScroll: true });
  }
}
