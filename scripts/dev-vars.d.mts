export declare function withLocalSecrets(existing: string | null, randomHex: (bytes: number) => string): string | null
