export * from "./auth";
export * from "./blog";
