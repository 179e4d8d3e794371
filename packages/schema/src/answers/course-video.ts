/** A course video as the course-video list call answers it (and the course block shows it). */
export interface CourseVideo {
  id: number;
  title: string;
  teacher: string;
  category: string;
  duration_seconds: number;
  poster: string;
  video_url: string;
}
