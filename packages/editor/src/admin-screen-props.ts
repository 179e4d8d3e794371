/** What each screen opened from the page list is given: the way back, and a lapsed session's end. */
export interface AdminScreenProps {
  onBack: () => void;
  onUnauthorized: () => void;
}
