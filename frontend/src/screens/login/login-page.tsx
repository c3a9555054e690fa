import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { login, sessionQuery } from '../../api/session';
import { BrandMark } from '../../shell/brand-mark';
import { useToast } from '../../ui/toast';
import './login-page.css';

/** /login: the single shared password. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useQuery(sessionQuery);
  const [password, setPassword] = useState('');

  const showError = (description: string) => toast({ title: 'Error', description, variant: 'error' });

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (!result.success) {
        showError(result.message);
        return;
      }
      queryClient.setQueryData(sessionQuery.queryKey, (known) => ({ demoFeed: false, ...known, authenticated: true }));
      toast({ title: 'Login successful', variant: 'success' });
      await navigate(paths.dashboard, { replace: true });
    },
    onError: (cause) => {
      console.error('Login failed', cause);
      showError('An unexpected error occurred');
    },
  });

  if (session.data?.authenticated && loginMutation.isIdle) return <Navigate to={paths.dashboard} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      showError('Please enter a password');
      return;
    }
    loginMutation.mutate(password);
  };

  return (
    <main className="login">
      <title>Login · Solana Hub</title>
      <form className="login__card" onSubmit={onSubmit} noValidate>
        <div className="grid justify-items-center gap-3 text-center">
          <BrandMark size={48} />
          <div>
            <h1 className="login__title">Solana Hub</h1>
            <p className="m-0 mt-1 text-sm text-muted">Live Solana token alerts from your Telegram channels</p>
          </div>
        </div>
        <label className="field">
          <span className="field__label">Password</span>
          <span className="relative flex items-center">
            <Lock size={16} aria-hidden className="pointer-events-none absolute left-3 text-muted" />
            <input
              className="input pl-9"
              type="password"
              name="password"
              placeholder="Shared access password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </span>
        </label>
        <button type="submit" className="button button--primary button--block button--large" disabled={loginMutation.isPending}>
          Login
        </button>
      </form>
    </main>
  );
}
