export declare function buildInputsHash(directory?: string): string | null;
export declare function isBuildCurrent(hash: string | null): boolean;
export declare function forgetBuildInputs(): void;
export declare function markBuildCurrent(hash: string | null): void;
