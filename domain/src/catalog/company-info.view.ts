/** Spec §3 company info: the operator behind a site (sites name theirs by `company_id`), as GET /api/companyinfo.php answers. */
export interface CompanyInfo {
  name: string;
  address: string;
  /** Chamber of commerce (KvK) number. */
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  /** Cleaned of dashes and spaces by the API. */
  support_phone: string;
  /** Percent off offered to a member who is about to delete the account. */
  delete_discount: number;
  /** When the company took over the sites: terms date from then on (spec §9). */
  added: string;
}
