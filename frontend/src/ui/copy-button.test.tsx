/** @jest-environment jsdom */
import '../testing/browser-gaps';
import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderComponent } from '../testing/render-component';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('copies its text and says Copied on itself', async () => {
    const user = userEvent.setup();
    const onCopied = jest.fn();
    renderComponent(<CopyButton text="report body" label="Copy report" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('report body');
    expect(onCopied).toHaveBeenCalledTimes(1);
  });

  it('builds the text only when clicked, and names an icon-only button by its state', async () => {
    const user = userEvent.setup();
    const build = jest.fn(() => 'built on click');
    renderComponent(<CopyButton text={build} label="Copy address" copiedLabel="Address copied" iconOnly />);
    expect(build).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Address copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('built on click');
  });

  it('says the copy failed when the browser refuses it', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCopied = jest.fn();
    // A refused permission; jsdom has no execCommand('copy') to fall back on either.
    Object.assign(navigator.clipboard, { writeText: () => Promise.reject(new Error('Write permission denied')) });
    renderComponent(<CopyButton text="report body" label="Copy report" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeTruthy();
    expect(onCopied).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Copy to clipboard failed', expect.any(Error));
    logged.mockRestore();
  });
});
