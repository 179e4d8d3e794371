import { courseRead } from '@h5-page/schema/public-reads';
import type { BlockProps } from '../block-props.ts';
import { CourseCalendar } from './course-calendar.tsx';
import { CourseVideos } from './course-videos.tsx';
import '../shared/white-card.css';
import './course.css';

/** Courses: the live activities calendar or the course video list. */
export default function CourseBlock({ value }: BlockProps<'course'>) {
  return (
    <section className="h5-course" data-view={value.view}>
      {value.title ? <h3 className="h5-course-title">{value.title}</h3> : null}
      {value.view === 'videos' ? (
        <CourseVideos read={courseRead(value)} />
      ) : (
        <CourseCalendar read={courseRead(value)} />
      )}
    </section>
  );
}
