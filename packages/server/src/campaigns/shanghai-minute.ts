const SHANGHAI = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the visitors' clock shows it to the minute: `2027-03-14 14:00`. */
export const shanghaiMinute = (moment: Date): string => SHANGHAI.format(moment);
