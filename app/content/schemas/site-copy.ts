/** The site's frame and shared words: content/pages.json, navigation.json, site.json, forms.json, refusals.json. */
import { z } from "zod";
import { cta, link, text } from "./common.ts";
import { serverOnly } from "./server-only.ts";
import { addressesTaken } from "#app/content/paths.ts";
import { limits } from "#app/content/layout-limits.ts";

const ADDRESS = /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/;
const ADDRESS_RULE = 'must start with "/" and use letters, digits, "-" and "/"';

export const pageEntry = z.strictObject({
  path: z
    .string()
    .regex(ADDRESS, ADDRESS_RULE)
    .describe("The page's address on the site; an industry page is /industries/<slug>")
    .meta({ title: "Address" }),
  formerAddresses: z
    .array(
      z
        .string()
        .regex(ADDRESS, ADDRESS_RULE)
        .describe("An address this page had before")
        .meta({ title: "Former address" }),
    )
    .optional()
    .describe(
      "Addresses this page had before: a visitor who follows one (an old link, an ad, a bookmark) is sent on to the page's address. Changing the address in the workspace adds the old one here",
    )
    .meta({ title: "Former addresses", itemNoun: "former address" }),
  name: text('The page\'s name: the browser tab reads "{name} - {brand}"', { max: limits.pageName }).meta({
    title: "Name",
  }),
  description: serverOnly(
    text("The search-result and link-preview description", { max: limits.pageDescription }).meta({
      title: "Description",
    }),
    "read only where the server renders a page's meta tags",
  ),
});

const pageWords = (page: { name: string; path: string } | undefined) =>
  page ? `the page “${page.name}” (${page.path})` : "another page";

export const pagesSchema = z
  .record(z.string().regex(/^[a-z][A-Za-z]*$/, "must be a camelCase key"), pageEntry)
  .describe("Every page: its address, name and description, under a key the other files use")
  .meta({ keysArePages: true })
  .superRefine((pages, ctx) => {
    const seen = new Map<string, string>();
    for (const [key, page] of Object.entries(pages)) {
      const other = seen.get(page.path);
      if (other) ctx.addIssue({ code: "custom", path: [key, "path"], message: `is also the path of "${other}"` });
      seen.set(page.path, key);
    }
    // A former address leads to one page, and only where nothing else answers: the site's pages (in any letter
    // case, which the server sends to the page) and the addresses the site keeps for itself come first.
    const byLowerCase = new Map(Object.entries(pages).map(([key, page]) => [page.path.toLowerCase(), key]));
    const formerSeen = new Map<string, string>();
    for (const [key, page] of Object.entries(pages))
      for (const [i, former] of (page.formerAddresses ?? []).entries()) {
        const address = former.toLowerCase();
        const path = [key, "formerAddresses", i];
        const owner = byLowerCase.get(address);
        const earlier = formerSeen.get(address);
        const taken = addressesTaken.find((prefix) => address === prefix || address.startsWith(`${prefix}/`));
        if (owner === key)
          ctx.addIssue({
            code: "custom",
            path,
            message: "is this page's own address: remove it from its former addresses",
          });
        else if (owner)
          ctx.addIssue({
            code: "custom",
            path,
            message: `is the address of ${pageWords(pages[owner])}, which keeps it: remove it from this page's former addresses`,
          });
        else if (taken)
          ctx.addIssue({
            code: "custom",
            path,
            message: `is under ${taken}, which the site keeps for itself (its workspace, forms and files): remove it`,
          });
        else if (earlier)
          ctx.addIssue({
            code: "custom",
            path,
            message:
              earlier === key
                ? "is listed twice: remove one"
                : `is also a former address of ${pageWords(pages[earlier])}: an old address can lead to one page only, so remove it from one of them`,
          });
        formerSeen.set(address, key);
      }
  });

const navLink = z
  .strictObject({
    label: text("The link's words (an industry link may leave it out: the page's name is used)")
      .optional()
      .meta({ title: "Link's words" }),
    to: link,
  })
  .describe("A navigation link")
  .meta({ itemNoun: "link", itemTitle: "{label|to}" });

const navGroup = z
  .strictObject({
    label: text("The group's name").meta({ title: "Name" }),
    items: z.array(navLink).min(1).meta({ title: "Links" }),
  })
  .meta({ itemNoun: "group", itemTitle: "{label}" });

const campaignNav = z.strictObject({
  home: link.describe("Where the logo goes").meta({ title: "Logo links to" }),
  links: z.array(navLink).min(1).describe("The header's links").meta({ title: "Links" }),
  cta: navLink.optional().describe("The header's button").meta({ title: "Header button" }),
});

export const navigationSchema = z.strictObject({
  mainNav: z
    .strictObject({
      groups: z.array(navGroup).describe("Menus that open a list").meta({ title: "Menus" }),
      links: z.array(navLink).describe("Plain links after the menus").meta({ title: "Links after the menus" }),
    })
    .describe("The main header")
    .meta({ title: "Main navigation" }),
  campaignNavs: z
    .strictObject({
      lpGovernance: campaignNav.meta({ title: "Governance landing page" }),
      lpCmmcAccelerator: campaignNav.meta({ title: "CMMC Accelerator landing page" }),
    })
    .describe("The headers of the two campaign landing pages")
    .meta({ title: "Campaign landing pages' navigation" }),
  footerNav: z
    .strictObject({
      tagline: text("The line under the logo").meta({ title: "Line under the logo" }),
      columns: z.array(navGroup).describe("The footer's link columns").meta({ title: "Link columns" }),
      termsLabel: text("The Terms of Service placeholder").meta({ title: "Terms of Service link" }),
      termsNote: text("The note beside it").meta({ title: "Note beside the terms link" }),
      termsRequestSubject: text(
        "Subject of the e-mail the Terms of Service link starts while no terms are published (SITE_TERMS_URL unset)",
      ).meta({ title: "Subject of the terms request e-mail" }),
      legal: text("The legal line").meta({ title: "Legal line" }),
    })
    .meta({ title: "Footer" }),
});

/** A form's field labels, under the field names of its schema (app/lib/forms), each titled by the field's name. */
const labels = <const K extends string>(fields: Record<K, string>) =>
  z
    .strictObject(
      Object.fromEntries(
        Object.entries<string>(fields).map(([field, name]) => [
          field,
          text(`The label of the ${name.toLowerCase()} field`).meta({ title: name }),
        ]),
      ) as Record<K, ReturnType<typeof text>>,
    )
    .describe("The field labels")
    .meta({ title: "Field labels" });
const notice = z.strictObject({
  title: text("The notice's title").meta({ title: "Heading" }),
  description: text("The notice's text").meta({ title: "Text" }),
});
const failure = z.strictObject({
  title: text("The error notice's title").meta({ title: "Heading" }),
  fallback: text("The text when no answer came back at all").meta({ title: "Text when nothing answered" }),
});

/** A form's notices, titled as the team reads them in each form. */
const sentNotice = notice.meta({ title: "Notice once sent" });
const failedNotice = failure.meta({ title: "Notice when sending fails" });

const sendButton = text("The button").meta({ title: "Send button" });
const sendingButton = text("The button while sending").meta({ title: "Send button, while sending" });

export const formsSchema = z.strictObject({
  contactForm: z
    .strictObject({
      title: text("The form's heading").meta({ title: "Heading" }),
      note: text("The note under it").meta({ title: "Note under the heading" }),
      labels: labels({
        firstName: "First name",
        lastName: "Last name",
        email: "E-mail",
        company: "Company",
        phone: "Phone",
        message: "Message",
      }),
      submit: sendButton,
      submitting: sendingButton,
      success: sentNotice,
      failure: notice.meta({ title: "Notice when sending fails" }),
    })
    .meta({ title: "Contact form" }),
  governanceInquiryForm: z
    .strictObject({
      labels: labels({ name: "Name", email: "E-mail", company: "Company", interest: "Interest", message: "Message" }),
      interestPlaceholder: text("The empty choice of the interest list").meta({
        title: "Interest list's empty choice",
      }),
      submit: sendButton,
      submitting: sendingButton,
      success: sentNotice,
      failure: failedNotice,
    })
    .meta({ title: "Governance inquiry form" }),
  acceleratorLeadForm: z
    .strictObject({
      labels: labels({ name: "Name", email: "E-mail", company: "Company" }),
      submit: sendButton,
      submitting: sendingButton,
      success: sentNotice,
      failure: failedNotice,
      nextCohort: z
        .strictObject({ submit: sendButton })
        .describe("While no cohort is open: the form asks to hear about the next cohort (its lead's interest says so)")
        .meta({ title: "While no cohort is open" }),
    })
    .meta({ title: "CMMC Accelerator form" }),
  checklistForm: z
    .strictObject({
      title: text("The dialog's heading").meta({ title: "Heading" }),
      description: text("The dialog's text").meta({ title: "Text" }),
      labels: labels({ fullName: "Full name", email: "E-mail", companyName: "Company name" }),
      submit: sendButton,
      submitting: sendingButton,
      success: sentNotice,
      failure: failedNotice,
      fileName: z
        .string()
        .regex(/^[a-z0-9-]+\.pdf$/, 'must be a file name such as "checklist.pdf"')
        .describe("The downloaded file's name")
        .meta({ title: "File name" }),
    })
    .meta({ title: "Checklist form" }),
  requiredNote: text("The note about required fields").meta({ title: "Note on required fields" }),
  formProblem: z
    .strictObject({
      title: text("Heading of the summary when a form without JavaScript comes back with errors").meta({
        title: "Heading of the errors summary",
      }),
      fieldsIntro: text("The line above the list of errors").meta({ title: "Line above the errors" }),
      banner: text("The banner on the page").meta({ title: "Banner" }),
      bannerLink: text("The banner's link to the form").meta({ title: "Banner's link" }),
    })
    .describe("A form posted without JavaScript that the server sent back")
    .meta({ title: "A form sent back with errors" }),
  characterCount: z
    .strictObject({
      limit: text("Under a long text box, always: the limit ({limit}: the number of characters)", {
        params: ["limit"],
      }).meta({ title: "The limit" }),
      remaining: text("As the visitor types, while under the limit ({count}: characters left)", {
        params: ["count"],
      }).meta({ title: "Characters left" }),
      remainingOne: text("The same, with exactly one character left").meta({ title: "One character left" }),
      over: text("Once past the limit ({count}: characters too many)", { params: ["count"] }).meta({
        title: "Characters too many",
      }),
      overOne: text("The same, with exactly one character too many").meta({ title: "One character too many" }),
    })
    .describe("The character count under a long text box (GOV.UK pattern): a line break counts as one character")
    .meta({ title: "Character count under long text boxes" }),
  formSent: z
    .strictObject({
      backLabel: text("The link back to the form's page", { params: ["page"] }).meta({ title: "Link back" }),
      homeLabel: text("The link home").meta({ title: "Link home" }),
      downloadLabel: text("The checklist's download link").meta({ title: "Download link" }),
      downloadHint: text("The hint beside it").meta({ title: "Hint beside the download link" }),
      sendAnother: text("In a form's place once its message is sent: the button that brings back an empty form").meta({
        title: "Button for another message",
      }),
    })
    .meta({ title: "After a form is sent" }),
});

/**
 * What the server answers when it refuses a form or a quote before it can show the form again: rate limits, another
 * site's form, a body too large or cut short, a store that cannot save. Read by the server only, so none of it weighs
 * on a page's script. Shown in the form's message (with JavaScript), or on a page of its own.
 */
export const refusalsSchema = z.strictObject({
  leadForms: z
    .strictObject({
      rateLimited: text("Too many messages from one visitor in a minute: when to try again").meta({
        title: "Too many in a minute",
      }),
      unavailable: text("The message could not be saved right now: when to try again").meta({
        title: "Could not be saved",
      }),
      crossSite: text("A form on another website sent to ours: nothing is accepted, and where to reach us").meta({
        title: "Sent from another website",
      }),
      tooLarge: text("What was sent is larger than any form's fields allow").meta({ title: "Too large" }),
      incomplete: text("What was sent was cut short on the way (a dropped connection)").meta({
        title: "Cut short on the way",
      }),
      notHere: text("A form posted to a page that takes none (an old form or another site's)").meta({
        title: "Sent to a page that takes no form",
      }),
    })
    .describe("Shown in a form's message, or on a page of its own without JavaScript")
    .meta({ title: "Forms" }),
  quotes: z
    .strictObject({
      rateLimited: text("Too many quotes from one visitor in a minute: when to try again").meta({
        title: "Too many in a minute",
      }),
      busy: text("Many quotes are being made at once: when to try again").meta({ title: "Busy" }),
      crossSite: text("A quote form on another website sent to ours: no quote is made").meta({
        title: "Sent from another website",
      }),
      unsupported: text("The quote form was sent in a way the site does not read").meta({
        title: "Sent in a way the site does not read",
      }),
      tooLarge: text('What was typed in "Prepared for" is far too long to read').meta({ title: "Too large" }),
      incomplete: text("What was sent was cut short on the way (a dropped connection)").meta({
        title: "Cut short on the way",
      }),
      tooLong: text(
        'Above the list of "Prepared for" values longer than the quote prints, when the pricing page cannot be shown',
      ).meta({ title: "Values too long" }),
    })
    .describe("Shown on a page of its own when no quote can be made")
    .meta({ title: "Quotes (PDF)" }),
  pageOfItsOwn: z
    .strictObject({
      back: text("The way back to the form, under the message").meta({ title: "The way back" }),
    })
    .describe("The page that says what was refused when the form's own page cannot be shown again")
    .meta({ title: "A page of its own" }),
});

export const siteSchema = z.strictObject({
  skipLinkLabel: text("The first link on every page, for keyboard users").meta({ title: "Skip link" }),
  uiLabels: z
    .strictObject({
      menu: text("The menu button's name").meta({ title: "Menu button" }),
      closeMenu: text("The menu's close button").meta({ title: "Menu's close button" }),
      closeDialog: text("A dialog's close button").meta({ title: "Dialog's close button" }),
      close: text("A generic close button").meta({ title: "Close button" }),
      homeSuffix: text('After the brand in the logo link\'s name (keep the space): "Singularity home"').meta({
        title: "After the brand in the logo link",
      }),
      newTab: text("After a link that opens a new tab (keep the space)").meta({
        title: "After a link that opens a new tab",
      }),
      notifications: text("The region of the notices").meta({ title: "Notices region" }),
      mobileNav: text("The phone menu's name").meta({ title: "Phone menu" }),
      mainNav: text("The main menu's name").meta({ title: "Main menu" }),
      step: text("A step without its own label", { params: ["n"] }).meta({ title: "Step without its own label" }),
      yes: text("A tick in a comparison table, as screen readers read it").meta({
        title: "Tick in a comparison table",
      }),
      no: text("A cross in a comparison table, as screen readers read it").meta({
        title: "Cross in a comparison table",
      }),
      scrollTable: text(
        "Above a comparison table on a phone, where its last columns are beyond the screen's edge",
      ).meta({ title: "Above a table wider than a phone" }),
    })
    .describe("Names read by screen readers (menus, dialogs, new-tab notes)")
    .meta({ title: "Words for screen readers" }),
  cookieBanner: z
    .strictObject({
      label: text("The banner's name for screen readers").meta({ title: "Notice's name (screen readers)" }),
      text: text("The banner's text").meta({ title: "Text" }),
      privacyLabel: text("The privacy link").meta({ title: "Privacy link" }),
      accept: text("The button").meta({ title: "Button" }),
      closeLabel: text("The close button's name").meta({ title: "Close button's name" }),
    })
    .meta({ title: "Cookie notice" }),
  notFound: z
    .strictObject({
      code: text("The big code").meta({ title: "Big code" }),
      heading: text("The heading").meta({ title: "Heading" }),
      body: text("The text").meta({ title: "Text" }),
      homeLabel: text("The link home").meta({ title: "Link home" }),
      title: text("The browser tab's title").meta({ title: "Browser tab's title" }),
    })
    .meta({ title: "Page not found" }),
  errorPage: z
    .strictObject({
      heading: text("The heading").meta({ title: "Heading" }),
      homeLabel: text("The link home").meta({ title: "Link home" }),
    })
    .meta({ title: "Error page" }),
  contactPage: z
    .strictObject({
      detailsTitle: text("Heading of the contact details").meta({ title: "Contact details heading" }),
      emailLabel: text("Label of the e-mail").meta({ title: "E-mail label" }),
      phoneLabel: text("Label of the phone").meta({ title: "Phone label" }),
      addressLabel: text("Label of the address").meta({ title: "Address label" }),
    })
    .meta({ title: "Contact page" }),
  productShared: cta
    .describe("The band shared by the product and industry pages")
    .meta({ title: "Product and industry pages' call to action" }),
});

export type PageEntryContent = z.infer<typeof pageEntry>;
export type NavigationContent = z.infer<typeof navigationSchema>;
export type FormsContent = z.infer<typeof formsSchema>;
export type SiteContent = z.infer<typeof siteSchema>;
export type RefusalsContent = z.infer<typeof refusalsSchema>;
