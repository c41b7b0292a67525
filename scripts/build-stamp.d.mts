/** Types of build-stamp.mjs (plain JavaScript so `npm start` runs without tsx). */
export declare const projectRoot: string;
export declare const stampFile: string;
export declare function buildEnvironment(env?: Record<string, string | undefined>): Record<string, string>;
export declare function writeStamp(env?: Record<string, string | undefined>): void;
export declare function staleReason(env?: Record<string, string | undefined>): string | null;
export declare const serverDir: string;
export declare const serverMetaFile: string;
export declare const SERVER_RUNTIME_FILES: [string, string][];
export declare function serverStaleReason(entry?: string): string | null;
