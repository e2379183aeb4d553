export const contactPage = {
  detailsTitle: "Contact details",
  emailLabel: "Email",
  phoneLabel: "Phone",
  addressLabel: "Office",
};
