import type { NextFunction, Request, Response } from 'express';
import { newId } from '../domain/ids.js';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}

/** Echoes a sane X-Request-Id from the client, else makes one; every response carries it. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : newId('request');
  req.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
}
