// Types of scripts/build.mjs for the TypeScript that imports it (test/build).
export declare const OUT: string;
export declare function buildAll(options?: { quiet?: boolean }): Promise<number>;
