import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import { type SchemaSource, useFormErrors } from "~/forms/use-form-errors";

/**
 * The after-sales forms' frame (a service request, a warranty registration, a note): a plain
 * multipart POST to the page's own action, so photos go without JavaScript; checked in the
 * browser with the action's schema once it has loaded; `submission` makes a repeated post one.
 * Its fields are `children`, given the errors to show and whether the post is on its way.
 */
export function ServicePostForm<F extends string>({
  testId,
  submission,
  schema,
  serverErrors,
  className,
  children,
}: {
  testId: string;
  submission: string;
  schema: SchemaSource;
  serverErrors?: FieldErrors<F>;
  className: string;
  children: (errors: FieldErrors<F>, sending: boolean) => ReactNode;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const { errors, onSubmit, onChange, onFocus } = useFormErrors<F>(schema, serverErrors);
  return (
    <Form
      key={location.key}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className={className}
      data-testid={testId}
    >
      <input type="hidden" name="submission" value={submission} />
      {children(errors, navigation.state === "submitting")}
    </Form>
  );
}
