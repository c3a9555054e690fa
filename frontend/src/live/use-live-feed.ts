import type { ServerFrame } from '@solana-hub/contracts';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firedAlertToast, notifyFiring } from '../alerts/fired-alert';
import { toastsOnFor } from '../alerts/toast-types';
import { countUnreadFiring } from '../alerts/unread-title';
import { paths } from '../app/paths';
import { sessionQueryKey } from '../api/session';
import { playAlertSound } from '../sound/alert-sound';
import { useToast } from '../ui/toast';
import { applyServerFrame } from './apply-server-frame';
import { beforeNextPaint, createBatchQueue } from './batch-queue';
import { liveFeedUrl } from './browser-socket';
import { connectionEstablishedToast, connectionLostToast, liveAlertSound, liveAlertToast } from './live-alert';
import { connectLiveFeed, type LiveStatus } from './live-connection';
import { shouldConnectLiveFeed } from './live-feed-gate';
import { reconcileLists } from './reconcile-lists';

/** Read when a frame comes, so a navigation does not reconnect the socket. */
const onWizard = () => window.location.pathname.startsWith(paths.wizard);

/**
 * Keeps the cached token list, latest messages and message lists current from /ws while mounted
 * (the lists are read again after a drop or a missed event), and tells the trader about each new
 * alert with a sound and a toast (unless toasts of its message type are off), and about each
 * firing of a rule with its sound, a toast, a browser notification when allowed and the unread
 * count in the title of a hidden tab. No live toast covers the template wizard.
 */
export function useLiveFeed(): LiveStatus {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const enabled = shouldConnectLiveFeed({ pathname, hostname: window.location.hostname, port: window.location.port });
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const frames = createBatchQueue<ServerFrame>(
      (frame) => {
        if (frame.type === 'ALERT_FIRED') {
          const open = () => void navigate(paths.history(frame.data.notice.token_address));
          if (frame.data.notice.sound !== 'none') playAlertSound(frame.data.notice.sound);
          notifyFiring(frame.data, open);
          if (!onWizard()) toast(firedAlertToast(frame.data, open));
          countUnreadFiring();
          return;
        }
        const alert = applyServerFrame(queryClient, frame);
        if (!alert) return;
        playAlertSound(liveAlertSound(alert));
        if (!onWizard() && toastsOnFor(alert.message.message_type)) {
          toast(liveAlertToast(alert, () => void navigate(paths.history(alert.address))));
        }
      },
      // Applied before the next paint, so the frames between two paints cost the page one render.
      { batchSize: 10, schedule: beforeNextPaint, inBatch: (run) => notifyManager.batch(run) },
    );
    const connection = connectLiveFeed({
      url: liveFeedUrl(window.location),
      onFrame: frames.push,
      onStatus: setStatus,
      onConnectionLost: () => toast(connectionLostToast),
      // Asking the server again sends the trader to the login page (RequireSession).
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      onReconnected: () => {
        toast(connectionEstablishedToast);
        void reconcileLists(queryClient);
      },
      onMissedEvents: () => void reconcileLists(queryClient),
    });
    return () => {
      connection.close();
      frames.clear();
    };
  }, [queryClient, toast, enabled, navigate]);

  return enabled ? status : 'off';
}
