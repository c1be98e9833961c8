// src/shared sees neither DOM nor Node types, but both platforms have the WHATWG URL class; this declares the
// part shared code uses. Only tsconfig.shared.json includes this file (the other projects have the real one).
declare class URL {
  constructor(input: string, base?: string);
  readonly hostname: string;
}
