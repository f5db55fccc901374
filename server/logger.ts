import pino, { type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * JSON lines on stdout (DESIGN §2). Nothing logs headers or bodies; the redaction is a second line of defence
 * in case someone logs an object holding a secret.
 */
export function createLogger(level: LogLevel): Logger {
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
    // Synchronous: lines stay in order and none are lost when the process exits right after logging.
    pino.destination({ dest: 1, sync: true }),
  );
}
