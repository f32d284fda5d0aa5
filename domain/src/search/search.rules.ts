import { GENDERS, SEXUALITIES, type Gender, type Sexuality } from '../profile/profile-fields.js';

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The latest date of birth (YYYY-MM-DD) of someone at least `years` old on `today` (YYYY-MM-DD):
 * `birth_date <= bound` is "age >= years", a range an index can serve. Someone born on 29 February
 * turns a year older on 1 March in other years, hence the clamp to the month's last day.
 */
export const latestBirthDateForAge = (today: string, years: number): string => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const boundYear = year - years;
  const boundDay = Math.min(day, lastDayOfMonth(boundYear, month));
  return `${String(boundYear).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(boundDay).padStart(2, '0')}`;
};

const isInterestedIn = (gender: Gender, sexuality: Sexuality, other: Gender): boolean =>
  sexuality === 'bi' || (sexuality === 'hetero' ? other !== gender : other === gender);

/**
 * Who the match finder suggests: every (gender, sexuality) of a member with mutual interest. A
 * member who has not said their gender or sexuality yet sees everyone whose interest allows it.
 */
export const compatibleProfiles = (gender: Gender | null, sexuality: Sexuality | null): { gender: Gender; sexuality: Sexuality }[] =>
  GENDERS.flatMap((otherGender) =>
    SEXUALITIES.filter((otherSexuality) => {
      const theyLikeMe = gender === null || isInterestedIn(otherGender, otherSexuality, gender);
      const iLikeThem = gender === null || sexuality === null || isInterestedIn(gender, sexuality, otherGender);
      return theyLikeMe && iLikeThem;
    }).map((otherSexuality) => ({ gender: otherGender, sexuality: otherSexuality })),
  );
