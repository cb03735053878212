export * from "./auth";
export * from "./blog";
export * from "./training";
export * from "./assistants";
export * from "./billing";
export * from "./resources";
