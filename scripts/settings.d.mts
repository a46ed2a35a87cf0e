export declare const SETTINGS: readonly string[]
export declare function varArguments(environment: Record<string, string | undefined>): string[]
