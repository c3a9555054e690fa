/** What the live connection needs of a socket, so tests can drive it without a browser. */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(code: number): void;
}

export interface SocketHandle {
  send(data: string): void;
  close(code: number): void;
}

export type OpenSocket = (url: string, handlers: SocketHandlers) => SocketHandle;

export const openBrowserSocket: OpenSocket = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event) => handlers.onMessage(event.data);
  socket.onclose = (event) => handlers.onClose(event.code);
  return {
    send: (data) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
    },
    close: (code) => socket.close(code),
  };
};

/** ws: or wss: to /ws on the page's own host. */
export function liveFeedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}
