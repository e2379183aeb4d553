/**
 * The CMMC Level 1 readiness checklist offered on /lp/cmmc-accelerator. The PDF is generated at build from
 * this module (scripts/build/checklist-pdf.ts). Level 1 is the 15 basic safeguarding requirements of
 * FAR 52.204-21(b)(1); the older CMMC 2.0 numbering split requirement (ix) into three practices (17 in all).
 */
export const checklistPdfPath = "/downloads/cmmc-level-1-readiness-checklist.pdf";

export interface ChecklistRequirement {
  /** Current identifier (32 CFR 170). */
  id: string;
  /** Older CMMC 2.0 practice numbers. */
  legacyIds: string[];
  domain: string;
  requirement: string;
  verify: string;
  evidence: string;
}

export const checklistIntro = {
  title: "CMMC Level 1 Readiness Checklist",
  subtitle: "The 15 basic safeguarding requirements of FAR 52.204-21 for Federal Contract Information (FCI)",
  howToUse: [
    "Work through each requirement with the person who runs your IT.",
    "Mark Met only when you can show the evidence to an assessor today.",
    "Every Not met is a gap: record who will close it and by when.",
    "Level 1 is an annual self-assessment, affirmed by a senior official in SPRS.",
  ],
  disclaimer:
    "This checklist helps you prepare; it is not legal advice and does not replace the assessment guide published by the DoD CIO.",
};

export const checklistRequirements: ChecklistRequirement[] = [
  {
    id: "AC.L1-b.1.i",
    legacyIds: ["AC.L1-3.1.1"],
    domain: "Access Control",
    requirement:
      "Limit system access to authorized users, processes acting on behalf of authorized users, and devices.",
    verify: "Every account belongs to a known person or service; former staff and unknown devices have no access.",
    evidence: "User and device inventory; account list reviewed against HR records; offboarding checklist.",
  },
  {
    id: "AC.L1-b.1.ii",
    legacyIds: ["AC.L1-3.1.2"],
    domain: "Access Control",
    requirement:
      "Limit system access to the types of transactions and functions that authorized users are permitted to execute.",
    verify: "Users work without administrator rights; admin access is limited to the people who need it.",
    evidence: "Role or group membership list; list of administrator accounts; access approval records.",
  },
  {
    id: "AC.L1-b.1.iii",
    legacyIds: ["AC.L1-3.1.20"],
    domain: "Access Control",
    requirement: "Verify and control or limit connections to and use of external systems.",
    verify: "Personal devices, personal cloud storage and third-party systems that touch FCI are known and governed.",
    evidence: "Acceptable use policy; list of approved external services; device or cloud access policies.",
  },
  {
    id: "AC.L1-b.1.iv",
    legacyIds: ["AC.L1-3.1.22"],
    domain: "Access Control",
    requirement: "Control information posted or processed on publicly accessible systems.",
    verify: "Only named people can publish to your website or social accounts, and content is reviewed for FCI first.",
    evidence: "List of authorized publishers; review procedure; sample of reviewed posts.",
  },
  {
    id: "IA.L1-b.1.v",
    legacyIds: ["IA.L1-3.5.1"],
    domain: "Identification & Authentication",
    requirement: "Identify system users, processes acting on behalf of users, and devices.",
    verify: "Each person has a unique account (no shared logins); service accounts and devices are named and recorded.",
    evidence: "Directory export showing unique accounts; service account register; device inventory.",
  },
  {
    id: "IA.L1-b.1.vi",
    legacyIds: ["IA.L1-3.5.2"],
    domain: "Identification & Authentication",
    requirement: "Authenticate (or verify) the identities of users, processes, or devices before allowing access.",
    verify: "Passwords are required everywhere, default passwords are changed, and multi-factor is on where available.",
    evidence: "Password policy settings; MFA configuration screenshots; record of changed default credentials.",
  },
  {
    id: "MP.L1-b.1.vii",
    legacyIds: ["MP.L1-3.8.3"],
    domain: "Media Protection",
    requirement: "Sanitize or destroy system media containing FCI before disposal or release for reuse.",
    verify: "Drives, laptops, phones and paper with FCI are wiped or destroyed before they leave your control.",
    evidence: "Media sanitization procedure; certificates of destruction; disposal log.",
  },
  {
    id: "PE.L1-b.1.viii",
    legacyIds: ["PE.L1-3.10.1"],
    domain: "Physical Protection",
    requirement: "Limit physical access to systems, equipment and operating environments to authorized individuals.",
    verify: "Offices, server closets and equipment are locked; only authorized people hold keys or badges.",
    evidence: "Floor plan with controlled areas; key or badge holder list; photos of locks.",
  },
  {
    id: "PE.L1-b.1.ix",
    legacyIds: ["PE.L1-3.10.3", "PE.L1-3.10.4", "PE.L1-3.10.5"],
    domain: "Physical Protection",
    requirement:
      "Escort visitors and monitor visitor activity; maintain audit logs of physical access; control and manage physical access devices.",
    verify: "Visitors sign in and are escorted; access logs are kept; lost keys or badges are revoked or re-keyed.",
    evidence: "Visitor log; badge system logs; key inventory and re-key records.",
  },
  {
    id: "SC.L1-b.1.x",
    legacyIds: ["SC.L1-3.13.1"],
    domain: "System & Communications Protection",
    requirement:
      "Monitor, control and protect communications at the external and key internal boundaries of the system.",
    verify: "A firewall sits between your network and the internet, with rules reviewed and logging on.",
    evidence: "Network diagram; firewall rule set; firewall log sample.",
  },
  {
    id: "SC.L1-b.1.xi",
    legacyIds: ["SC.L1-3.13.5"],
    domain: "System & Communications Protection",
    requirement: "Implement subnetworks for publicly accessible system components, separated from internal networks.",
    verify: "Public-facing servers and guest Wi-Fi are on their own network segment (DMZ or VLAN), or hosted off-site.",
    evidence: "Network diagram showing segments; VLAN or DMZ configuration; hosting agreement.",
  },
  {
    id: "SI.L1-b.1.xii",
    legacyIds: ["SI.L1-3.14.1"],
    domain: "System & Information Integrity",
    requirement: "Identify, report and correct information and system flaws in a timely manner.",
    verify: "Operating systems and applications are patched on a schedule; critical fixes are applied quickly.",
    evidence: "Patch management policy; update reports; vulnerability scan results and remediation tickets.",
  },
  {
    id: "SI.L1-b.1.xiii",
    legacyIds: ["SI.L1-3.14.2"],
    domain: "System & Information Integrity",
    requirement: "Provide protection from malicious code at appropriate locations within organizational systems.",
    verify: "Every endpoint and server that handles FCI runs anti-malware; email is filtered.",
    evidence: "Endpoint protection console export showing coverage; email filtering settings.",
  },
  {
    id: "SI.L1-b.1.xiv",
    legacyIds: ["SI.L1-3.14.4"],
    domain: "System & Information Integrity",
    requirement: "Update malicious code protection mechanisms when new releases are available.",
    verify: "Anti-malware signatures and engines update automatically, and no device has fallen behind.",
    evidence: "Update settings; console report of signature versions by device.",
  },
  {
    id: "SI.L1-b.1.xv",
    legacyIds: ["SI.L1-3.14.5"],
    domain: "System & Information Integrity",
    requirement:
      "Perform periodic scans of systems and real-time scans of files from external sources as they are downloaded, opened or executed.",
    verify:
      "Scheduled full scans run, and real-time scanning is on for downloads, email attachments and removable media.",
    evidence: "Scan schedule; real-time protection settings; recent scan reports.",
  },
];
