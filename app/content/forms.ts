/** Form labels and the spec's notices (section 8), letter for letter. */
export const contactForm = {
  title: "Send us a message",
  note: "Our team responds within 24 hours.",
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    company: "Company",
    phone: "Phone",
    message: "Message",
  },
  submit: "Send Message",
  submitting: "Sending...",
  success: { title: "Message sent successfully!", description: "We'll get back to you as soon as possible." },
  failure: { title: "Error sending message", description: "Please try again later." },
};

export const governanceInquiryForm = {
  labels: { name: "Name", email: "Work email", company: "Company", interest: "I'm interested in", message: "Message" },
  interestPlaceholder: "Choose one",
  submit: "Send Message",
  submitting: "Sending...",
  success: {
    title: "Message Sent!",
    description: "Thank you for your interest. We'll get back to you within 24 hours.",
  },
  failure: { title: "Error", fallback: "Failed to send message. Please try again or contact us directly." },
};

export const acceleratorLeadForm = {
  labels: { name: "Full name", email: "Work email", company: "Company" },
  submit: "Reserve My Spot",
  submitting: "Sending...",
  success: {
    title: "Request received!",
    description: "We'll contact you within 24 hours about your seat in the cohort.",
  },
  failure: { title: "Error", fallback: "Failed to send your request. Please try again or contact us directly." },
};

export const checklistForm = {
  title: "Download the CMMC Level 1 Readiness Checklist",
  description: "Tell us where to follow up; the PDF downloads straight away.",
  labels: { fullName: "Full Name", email: "Email", companyName: "Company Name" },
  submit: "Download Checklist",
  submitting: "Submitting...",
  success: { title: "Success!", description: "Your download has started." },
  failure: { title: "Submission failed", fallback: "Please try again." },
  fileName: "cmmc-level-1-readiness-checklist.pdf",
};

export const requiredNote = "Fields marked * are required.";

/**
 * A form posted without JavaScript (or before the page's script ran) that the server sent back: the page is
 * shown again with this summary above the form, each error under its field and every value kept. Our wording
 * (the spec has no such page); the errors themselves are the spec's messages.
 */
export const formProblem = {
  title: "Your message was not sent",
  fieldsIntro: "Please correct the following and send it again:",
  banner: "Your message was not sent. Please check the form.",
  bannerLink: "Go to the form",
};

/**
 * The confirmation page a native post lands on once the lead is stored (titles and texts are the spec's success
 * notices, above). The checklist's page also starts the PDF download.
 */
export const formSent = {
  backLabel: (page: string) => `Back to ${page}`,
  homeLabel: "Return to Home",
  downloadLabel: "Download the checklist (PDF)",
  downloadHint: "If the download does not start, use this link.",
};
