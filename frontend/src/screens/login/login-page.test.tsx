/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it, jest } from '@jest/globals';
import type { LoginResponse } from '@solana-hub/contracts';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { paths } from '../../app/paths';
import { answerFetch, renderComponent, type FetchAnswer } from '../../testing/render-component';
import { LoginPage } from './login-page';

/** A server whose session is signed out and whose login answers `login`. */
function renderLogin(login: (password: unknown) => FetchAnswer) {
  const requests = answerFetch((request) =>
    request.url.pathname === '/api/login' ? login(request.body) : { body: { authenticated: false, demoFeed: false } },
  );
  renderComponent(
    <Routes>
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.dashboard} element={<h1>Dashboard</h1>} />
    </Routes>,
    { path: paths.login },
  );
  return { user: userEvent.setup(), requests };
}

const refused: LoginResponse = { success: false, message: 'Invalid password' };
const accepted: LoginResponse = { success: true, message: 'Logged in' };

describe('LoginPage', () => {
  it('asks for a password before sending anything', async () => {
    const { user, requests } = renderLogin(() => ({ body: accepted }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a password')).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === '/api/login')).toEqual([]);
  });

  it("shows the server's refusal and stays", async () => {
    const { user } = renderLogin(() => ({ status: 401, body: refused }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid password')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Solana Hub' })).toBeTruthy();
  });

  it('signs in with the password typed and opens the dashboard', async () => {
    const passwords: unknown[] = [];
    const { user } = renderLogin((body) => {
      passwords.push(body);
      return { body: accepted };
    });
    await user.type(screen.getByLabelText('Password'), 'hunter2{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
    expect(passwords).toEqual([{ password: 'hunter2' }]);
  });

  it('says an unexpected error occurred when the server fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLogin(() => ({ status: 500, body: {} }));
    await user.type(screen.getByLabelText('Password'), 'hunter2{Enter}');
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Login failed', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
  });
});
