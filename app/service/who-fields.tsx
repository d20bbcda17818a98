import { m } from "~/i18n/paraglide/messages.js";
import { PersonNameField, PhoneField, PinField } from "~/ui/field";
import type { Values } from "./service-fields";

type Who = "name" | "phone" | "pin";

/** Who is asking and where the unit is: the same three fields on a service request and a warranty registration. */
export function WhoFields({
  values,
  errors,
}: {
  values: Values<Who>;
  errors: Partial<Record<Who, string>>;
}) {
  return (
    <>
      <PersonNameField
        name="name"
        label={m.service_label_name()}
        defaultValue={values.name}
        error={errors.name}
      />
      <PhoneField
        name="phone"
        label={m.service_label_phone()}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <PinField
        name="pin"
        label={m.service_label_pin()}
        defaultValue={values.pin}
        error={errors.pin}
      />
    </>
  );
}
