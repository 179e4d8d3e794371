/** What each screen opened from the page list is given: the way back. */
export interface AdminScreenProps {
  onBack: () => void;
}
