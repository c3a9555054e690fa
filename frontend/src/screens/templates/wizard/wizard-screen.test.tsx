/** @jest-environment jsdom */
import '../../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import type { AiStatus, StoredTemplate } from '@solana-hub/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { paths } from '../../../app/paths';
import { answerFetch, renderComponent, type ReceivedRequest } from '../../../testing/render-component';
import { WizardScreen } from './wizard-screen';

const SAMPLE = '🚨 NEW ALERT 🚨\nGoblin Cat ($GOBCAT)\nCA: 7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr\nMC: $24.1K';
const noAi: AiStatus = { configured: false, reason: 'OPENAI_API_KEY is not set' };

function savedTemplate(body: unknown): StoredTemplate {
  const { name, display_name } = body as { name: string; display_name: string };
  return {
    template_id: 7,
    name,
    display_name,
    enabled: true,
    priority: 100,
    sample_message: SAMPLE,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    patterns: [],
    extractors: [],
  };
}

/** A server without AI: the wizard analyses the sample itself. */
function serverWithoutAi(request: ReceivedRequest) {
  if (request.url.pathname === '/api/ai/status') return { body: noAi };
  if (request.url.pathname === '/api/templates' && request.method === 'POST') return { body: savedTemplate(request.body) };
  return { status: 503, body: {} };
}

function renderWizard() {
  const requests = answerFetch(serverWithoutAi);
  renderComponent(
    <Routes>
      <Route path={paths.wizard} element={<WizardScreen />} />
      <Route path={paths.templates} element={<h1>Message Templates</h1>} />
    </Routes>,
    { path: paths.wizard },
  );
  return { user: userEvent.setup(), requests };
}

/** The step the indicator marks current: its number and label. */
const currentStep = () => within(screen.getByRole('list', { name: 'Wizard steps' })).getByRole('listitem', { current: 'step' }).textContent;

async function analyzeSample(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Sample message' }));
  await user.paste(SAMPLE);
  await user.click(screen.getByRole('button', { name: 'Analyze Message' }));
  await screen.findByRole('tablist', { name: 'Review the template' });
}

describe('WizardScreen', () => {
  it('starts on Paste Message, with Analyze only once a message is pasted', async () => {
    const { user } = renderWizard();
    expect(currentStep()).toBe('1Paste Message');
    const analyze = screen.getByRole('button', { name: 'Analyze Message' });
    expect(analyze).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('textbox', { name: 'Sample message' }));
    await user.paste(SAMPLE);
    expect(analyze).toHaveProperty('disabled', false);
  });

  it('switches AI analysis off, and keeps it off, when the server has no AI', async () => {
    renderWizard();
    const aiSwitch = screen.getByRole('switch', { name: 'AI Analysis' });
    await screen.findByRole('switch', { name: 'AI Analysis', checked: false });
    expect(aiSwitch).toHaveProperty('disabled', true);
  });

  it('marks the instruction preset chosen', async () => {
    const { user } = renderWizard();
    const presets = within(screen.getByRole('group', { name: 'Instruction presets' })).getAllByRole('button');
    const last = presets.at(-1);
    if (!last) throw new Error('no instruction preset');
    await user.click(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');
    expect(presets.filter((preset) => preset.getAttribute('aria-pressed') === 'true')).toEqual([last]);
  });

  it('goes to Review after the analysis, back to the kept sample, and on to Save', async () => {
    const { user } = renderWizard();
    await analyzeSample(user);
    expect(currentStep()).toBe('2Review & Customize');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toBe('1Paste Message');
    expect(screen.getByRole('textbox', { name: 'Sample message' })).toHaveProperty('value', SAMPLE);
    await user.click(screen.getByRole('button', { name: 'Analyze Message' }));
    await user.click(await screen.findByRole('button', { name: /Looks Good, Continue/ }));
    expect(currentStep()).toBe('3Save Template');
    expect(screen.getByText('Ready to save')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Edit' }));
    expect(currentStep()).toBe('2Review & Customize');
  });

  it('will not save a template without a name, then saves it and returns to the list', async () => {
    const { user, requests } = renderWizard();
    await analyzeSample(user);
    const name = screen.getByRole('textbox', { name: /^Template name/ });
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: /^Display name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Display name/ }), 'Goblin alerts');
    await user.click(screen.getByRole('button', { name: /Looks Good, Continue/ }));
    expect(screen.getByRole('status').textContent).toBe('Give the template a name.');
    expect(screen.getByRole('button', { name: 'Save Template' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Back to Edit' }));
    await user.type(screen.getByRole('textbox', { name: /^Template name/ }), 'goblin_alert');
    await user.click(screen.getByRole('button', { name: /Looks Good, Continue/ }));
    expect(screen.getByTestId('summary-name').textContent).toContain('goblin_alert');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByRole('heading', { name: 'Message Templates' })).toBeTruthy();
    expect(await screen.findByText('Template created!')).toBeTruthy();
    const saves = requests.filter((request) => request.method === 'POST');
    expect(saves.map((request) => request.url.pathname)).toEqual(['/api/templates']);
    expect(saves[0]?.body).toMatchObject({ name: 'goblin_alert', display_name: 'Goblin alerts', sample_message: SAMPLE, priority: 100 });
  });
});
