import type { ServerFrame } from '@solana-hub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { sessionQueryKey } from '../api/session';
import { playAlertSound } from '../sound/alert-sound';
import { useToast } from '../ui/toast';
import { applyServerFrame } from './apply-server-frame';
import { createBatchQueue } from './batch-queue';
import { liveFeedUrl } from './browser-socket';
import { connectionEstablishedToast, connectionLostToast, liveAlertSound, liveAlertToast } from './live-alert';
import { connectLiveFeed, type LiveStatus } from './live-connection';
import { shouldConnectLiveFeed } from './live-feed-gate';
import { reconcileLists } from './reconcile-lists';

/**
 * Keeps the cached token list, latest messages and message lists current from /ws while mounted
 * (the lists are read again after a drop or a missed event), and tells the trader about each new
 * alert with a sound and a toast.
 */
export function useLiveFeed(): LiveStatus {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { pathname } = useLocation();
  const enabled = shouldConnectLiveFeed({ pathname, hostname: window.location.hostname, port: window.location.port });
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const frames = createBatchQueue<ServerFrame>(
      (frame) => {
        const alert = applyServerFrame(queryClient, frame);
        if (!alert) return;
        playAlertSound(liveAlertSound(alert));
        toast(liveAlertToast(alert));
      },
      { batchSize: 10, pauseMs: 100 },
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
  }, [queryClient, toast, enabled]);

  return enabled ? status : 'off';
}
