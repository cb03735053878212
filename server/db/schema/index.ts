export * from "./auth";
export * from "./blog";
export * from "./training";
export * from "./assistants";
export * from "./billing";
export * from "./catalogue";
export * from "./courses";
export * from "./ai-apps";
