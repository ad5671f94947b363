import type { Request, Response, NextFunction } from 'express';
import jwt from 'jsonwebtoken';

import { config } from '../config';
import { UnauthorizedError, ForbiddenError } from '../errors';

export interface Claims {
  sub: string;
  role: 'admin' | 'staff' | 'customer';
  scopes: string[];
}

function readBearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) {
    return undefined;
  }
  return header.slice('Bearer '.length).trim();
}

export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  const token = readBearer(req);
  if (!token) {
    return next(new UnauthorizedError('missing token'));
  }
  let claims: Claims;
  try {
    claims = jwt.verify(token, config.jwtSecret) as Claims;
  } catch {
    return next(new UnauthorizedError('invalid token'));
  }
  req.user = { id: claims.sub, role: claims.role, scopes: claims.scopes };
  next();
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  const token = readBearer(req);
  if (!token) {
    return next(new UnauthorizedError('missing token'));
  }
  let claims: Claims;
  try {
    claims = jwt.verify(token, config.jwtSecret) as Claims;
  } catch {
    return next(new UnauthorizedError('invalid token'));
  }
  if (claims.role !== 'admin') {
    return next(new ForbiddenError('admin only'));
  }
  req.user = { id: claims.sub, role: claims.role, scopes: claims.scopes };
  next();
}

export function requireScope(scope: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    requireUser(req, res, (err?: unknown) => {
      if (err) {
        return next(err);
      }
      if (!req.user!.scopes.includes(scope)) {
        return next(new ForbiddenError(`missing scope ${scope}`));
      }
      next();
    });
  };
}
