export type Level = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export class Logger {
  constructor(private readonly level: Level = 'info') {}

  log(level: Level, message: string): void {
    if (ORDER[level] < ORDER[this.level]) return;
    console.log(`[${level}] ${message}`);
  }

  info(message: string): void {
    this.log('info', message);
  }

  error(message: string): void {
    this.log('error', message);
  }
}
