import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from './config';

/**
 * JSON lines on stdout (architecture §2), for log collectors; sentences when a person reads the terminal (stdout is a
 * TTY), so a first `npm start` reads as what happened. Nothing logs headers or bodies; the redaction is a second
 * line of defence in case someone logs an object holding a secret.
 */
export function createLogger(level: LogLevel, readable = process.stdout.isTTY === true): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'access',
          '*.access',
          'refresh',
          '*.refresh',
          'authorization',
          '*.authorization',
          '*.headers.authorization',
          'jwtSecret',
          '*.jwtSecret',
        ],
        censor: '[redacted]',
      },
    },
    readable ? readableStream() : jsonLines(),
  );
}

// Synchronous: lines stay in order and none are lost when the process exits right after logging.
const jsonLines = (): DestinationStream => pino.destination({ dest: 1, sync: true });

/** `19:02:11 INFO: Dahabi is ready …`, with the request id and other fields on the lines below. */
const readableStream = (): DestinationStream =>
  pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
