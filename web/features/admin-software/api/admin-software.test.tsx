import { vi } from "vitest";
import { describeDeleteErrors } from "../../../test/delete-error-cases";
import { useDeleteSoftware } from "./admin-software";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));

describeDeleteErrors("a software product", useDeleteSoftware, toast.error);
