/** The PDFs' page: US Letter in points, and its margin on every side. */
export const PAGE = { width: 612, height: 792, margin: 54 };
