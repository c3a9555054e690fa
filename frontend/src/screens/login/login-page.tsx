import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { login, sessionQuery } from '../../api/session';

/** /login: the single shared password (spec sections 2, 5 and 8). */
export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery(sessionQuery);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      if (!result.success) {
        setError(result.message);
        return;
      }
      queryClient.setQueryData(sessionQuery.queryKey, (known) => ({ demoFeed: false, ...known, authenticated: true }));
      await navigate(paths.dashboard, { replace: true });
    },
    onError: (cause) => {
      console.error('Login failed', cause);
      setError('An unexpected error occurred');
    },
  });

  if (session.data?.authenticated && loginMutation.isIdle) return <Navigate to={paths.dashboard} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setError('Please enter a password');
      return;
    }
    setError(null);
    loginMutation.mutate(password);
  };

  return (
    <main className="login">
      <title>Login · Solana Hub</title>
      <form className="login__card" onSubmit={onSubmit} noValidate>
        <h1 className="login__title">Solana Hub</h1>
        <label className="field">
          <span className="field__label">Password</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error && (
          <div className="form-error" role="alert">
            <strong className="form-error__title">Error</strong>
            <span className="form-error__message">{error}</span>
          </div>
        )}
        <button type="submit" className="button button--primary button--block" disabled={loginMutation.isPending}>
          Login
        </button>
      </form>
    </main>
  );
}
