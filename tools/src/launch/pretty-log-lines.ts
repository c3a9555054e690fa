import { styleText } from 'node:util';
import { prettyFactory } from 'pino-pretty';
import type { LogLineFormat } from './log-lines.js';

/** One colour per service, so four interleaved logs read apart at a glance. */
const SERVICE_COLOURS = ['cyan', 'magenta', 'yellow', 'green', 'blue'] as const;

/**
 * The services' JSON lines as pino's pretty printer writes them for a terminal: local time,
 * coloured level, message, then the fields on the same line; each line led by the replica's
 * name (`extractor-2`) in its colour. What is not JSON (a stack printed before the logger
 * existed) is shown as it came.
 */
export function prettyLogLines(): LogLineFormat {
  const pretty = prettyFactory({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' });
  const colours = new Map<string, (typeof SERVICE_COLOURS)[number]>();
  return (service, line) => {
    const colour = colours.get(service) ?? SERVICE_COLOURS[colours.size % SERVICE_COLOURS.length] ?? 'cyan';
    colours.set(service, colour);
    const prefix = styleText(colour, service.padEnd(11));
    return `${prefix} ${line.startsWith('{') ? pretty(line).trimEnd() : line}`;
  };
}
