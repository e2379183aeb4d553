import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { hydrateIsland, mountPageToaster } from "#app/islands/hydrate.tsx";

hydrateIsland("contact-form", ContactForm);
mountPageToaster();
