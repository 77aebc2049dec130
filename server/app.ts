// Builds the online server: the Colyseus rooms on a WebSocket transport and, at the same
// origin, the game's production build (dist/). With REDIS_URL, rooms and matchmaking are
// shared with the other processes through Redis; each process announces PUBLIC_ADDRESS.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { Server, type ServerOptions } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import { ROOM_NAME } from '../src/online/protocol';
import { MatchRoom } from './match-room';
import { WebSocket } from 'ws';

// @colyseus/core 0.18 reads the global WebSocket's OPEN constant when a player takes a held
// seat back; Node 20 has no such global (Node 22 has), so every reconnection failed there
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

export interface AppOptions {
  /** Folder of the production build to serve (none: rooms only). */
  staticDir?: string | null;
  redisUrl?: string;
  publicAddress?: string;
}

export async function makeServer(opts: AppOptions = {}): Promise<Server> {
  const httpServer = createServer();
  const options: ServerOptions = {
    transport: new WebSocketTransport({ server: httpServer, maxPayload: 4 * 1024 }),
    greet: false,
    publicAddress: opts.publicAddress,
  };
  if (opts.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    options.presence = new RedisPresence(opts.redisUrl);
    options.driver = new RedisDriver(opts.redisUrl);
  }
  const dir = opts.staticDir ? resolve(opts.staticDir) : null;
  if (dir) {
    options.express = (app) => {
      app.get('/', (_req, res) => res.sendFile(resolve(dir, 'index.html')));
      app.use(express.static(dir, { index: 'index.html', fallthrough: true }));
      app.get('/online.json', (_req, res) => res.json({ online: true }));
    };
  }
  const server = new Server(options);
  // quick match pairs two waiting players of the same game; private rooms are found by code only
  server.define(ROOM_NAME, MatchRoom).filterBy(['game', 'quick']);
  return server;
}
