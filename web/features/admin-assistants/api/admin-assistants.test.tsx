import { vi } from "vitest";
import { describeDeleteErrors } from "../../../test/delete-error-cases";
import { useDeleteAssistant } from "./admin-assistants";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));

describeDeleteErrors("an assistant", useDeleteAssistant, toast.error);
