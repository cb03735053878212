import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import type { TAdminCourse } from "../../../../contracts/courses";
import { Button } from "../../../ui/button";
import { Select } from "../../../ui/form-controls";
import { CourseStatusBadge } from "./course-status-badge";
import { moveId } from "./move-buttons";

interface PathCoursesFieldProps {
  /** Every course there is to choose from. */
  courses: TAdminCourse[];
  /** The chosen ones, in the path's order. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * Choosing and ordering a path's courses without a mouse: a select and "Añadir" to add one, and
 * per course buttons to move it up, down or out. Focus follows the course that moved (or lands on
 * a neighbour when one leaves), and a live region says where it went.
 */
export function PathCoursesField({ courses, value, onChange }: PathCoursesFieldProps) {
  const { t } = useTranslation("admin-courses");
  const id = useId();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // The control to focus once the new order is drawn (`<course id>:up|down|remove`, or `add`).
  const pendingFocus = useRef<string>(undefined);
  const byId = new Map(courses.map((course) => [course.id, course]));
  const chosen = value.flatMap((courseId) => byId.get(courseId) ?? []);
  const available = courses.filter((course) => !value.includes(course.id));
  const [toAdd, setToAdd] = useState<string>();
  const selected = available.find((course) => course.id === toAdd) ?? available[0];

  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = undefined;
    rootRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]:not(:disabled)`)?.focus();
  });

  const handleMove = (index: number, step: -1 | 1) => {
    const next = moveId(value, index, step);
    const course = chosen[index];
    if (!next || !course) return;
    onChange(next);
    const position = index + step;
    // At the top (or bottom) the button just pressed is disabled: the other one takes the focus.
    const isAtEnd = step < 0 ? position === 0 : position === next.length - 1;
    const pressed = step < 0 ? "up" : "down";
    pendingFocus.current = `${course.id}:${isAtEnd ? (pressed === "up" ? "down" : "up") : pressed}`;
    setAnnouncement(t("pathForm.moved", { title: course.title, position: position + 1, count: next.length }));
  };

  const handleRemove = (index: number) => {
    const course = chosen[index];
    if (!course) return;
    const next = value.filter((courseId) => courseId !== course.id);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? `${neighbour}:remove` : "add";
    setAnnouncement(t("pathForm.removed", { title: course.title }));
  };

  const handleAdd = () => {
    if (!selected) return;
    onChange([...value, selected.id]);
    setToAdd(undefined);
    pendingFocus.current = "add";
    setAnnouncement(t("pathForm.added", { title: selected.title, position: value.length + 1 }));
  };

  return (
    <fieldset ref={rootRef} className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-foreground">{t("pathForm.courses")}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t("pathForm.coursesHint")}
      </p>
      {chosen.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
          {t("pathForm.noCourses")}
        </p>
      ) : (
        <ol aria-label={t("pathForm.courses")} className="space-y-2">
          {chosen.map((course, index) => (
            <li key={course.id} className="flex items-center gap-2 rounded-lg border border-border bg-surface p-2 pl-3">
              <span className="text-sm text-muted tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 text-sm font-medium break-words text-foreground">
                {course.title}
                {course.status === "draft" && (
                  <span className="ml-2 align-middle">
                    <CourseStatusBadge status={course.status} />
                  </span>
                )}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                data-focus-key={`${course.id}:up`}
                aria-label={t("courses.moveUp", { title: course.title })}
                title={t("actions.moveUp", { ns: "common" })}
                disabled={index === 0}
                onClick={() => handleMove(index, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                data-focus-key={`${course.id}:down`}
                aria-label={t("courses.moveDown", { title: course.title })}
                title={t("actions.moveDown", { ns: "common" })}
                disabled={index === chosen.length - 1}
                onClick={() => handleMove(index, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                data-focus-key={`${course.id}:remove`}
                aria-label={t("pathForm.remove", { title: course.title })}
                title={t("pathForm.removeShort")}
                onClick={() => handleRemove(index)}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {available.length === 0 ? (
        <p className="text-sm text-muted">{t("pathForm.allAdded")}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Select
            data-focus-key="add"
            aria-label={t("pathForm.addCourse")}
            value={selected?.id ?? ""}
            onChange={(event) => setToAdd(event.target.value)}
            className="sm:flex-1"
          >
            {available.map((course) => (
              <option key={course.id} value={course.id}>
                {course.status === "draft" ? `${course.title} (${t("courses.status.draft")})` : course.title}
              </option>
            ))}
          </Select>
          <Button type="button" variant="secondary" onClick={handleAdd}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("pathForm.add")}
          </Button>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
