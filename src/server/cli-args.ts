/** Minimal `--name value` / `--flag` parser for the CLI; unknown options are reported, not ignored. */
export interface ParsedArgs {
  positional: string[];
  options: Record<string, string | true>;
}

export function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) options[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        options[name] = next;
        i++;
      } else options[name] = true;
    } else positional.push(arg);
  }
  return { positional, options };
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.options[name];
  return typeof v === 'string' ? v : undefined;
}

/** A command that could not do what was asked; its message is for the operator. */
export class CommandError extends Error {}

/** A command line that does not say what to do: the usage follows the message. */
export class UsageError extends Error {}
