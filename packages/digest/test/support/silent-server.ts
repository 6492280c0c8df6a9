import net from "node:net";

export interface SilentServer {
  /** Connections it accepted (and never answered). */
  connections(): number;
  close(): Promise<void>;
}

/** Accepts connections on a port and never answers: an image host that hangs. */
export async function startSilentServer(port: number): Promise<SilentServer> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
