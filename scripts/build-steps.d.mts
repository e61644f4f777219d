// Types of build-steps.mjs for the TypeScript side (src/server/build-if-stale.ts).
export declare const ROOT: string;
export declare const DIST: string;
export declare const SERVER_DIST: string;
export declare const SERVER_MAIN: string;
export declare const SERVER_ADMIN: string;
export declare function appIsStale(distDir?: string): boolean;
export declare function buildApp(logLevel?: 'info' | 'warn' | 'error' | 'silent'): void;
export declare function buildIfStale(distDir?: string): void;
export declare function serverIsStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function buildStale(): Promise<void>;
