import type { Rule } from "eslint";

export declare const floorsPlugin: { rules: { "import-floors": Rule.RuleModule } };
export declare function findServerCycles(): Map<string, string[]>;
export declare function findLongestDomainChain(): string[];
