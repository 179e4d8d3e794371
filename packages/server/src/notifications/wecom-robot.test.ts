import { describe, expect, it } from 'vitest';
import { builderPath, ROBOT_CONTENT_BYTES, robotMarkdown, robotUrlProblem } from './wecom-robot.ts';

describe('the group robot', () => {
  it('takes https addresses only, plain http to this machine only where loopback is allowed', () => {
    const robot = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k';
    expect(robotUrlProblem(robot, false)).toBeNull();
    expect(
      robotUrlProblem('http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', true),
    ).toContain('https://');
    expect(robotUrlProblem('http://127.0.0.1:8080/send?key=k', false)).toContain('https://');
    expect(robotUrlProblem('http://127.0.0.1:8080/send?key=k', true)).toBeNull();
    expect(robotUrlProblem('http://[::1]:8080/send?key=k', true)).toBeNull();
    expect(robotUrlProblem('http://10.0.0.1/send?key=k', true)).toContain('https://');
    expect(robotUrlProblem('ftp://qyapi.weixin.qq.com/', false)).toContain('https://');
    expect(robotUrlProblem('qyapi.weixin.qq.com/cgi-bin/webhook/send', false)).toContain(
      'https://',
    );
    expect(robotUrlProblem('https://a:b@qyapi.weixin.qq.com/send', false)).toContain('密码');
  });

  it('heads each message with its kind, links to the builder when its address is known, and stays within 4096 bytes', () => {
    const notification = {
      kind: 'page_published' as const,
      text: 'admin 发布了「双十一」（第 2 版）',
      target: { screen: 'page' as const, code: 'double 11' },
    };
    expect(robotMarkdown(notification, 'https://h5.example.com')).toEqual({
      msgtype: 'markdown',
      markdown: {
        content:
          '**【落地页】已发布**\nadmin 发布了「双十一」（第 2 版）\n[在搭建器中查看](https://h5.example.com/admin/pages/double%2011)',
      },
    });
    expect(robotMarkdown(notification, null)).toEqual({
      msgtype: 'markdown',
      markdown: { content: '**【落地页】已发布**\nadmin 发布了「双十一」（第 2 版）' },
    });
    const long = robotMarkdown(
      { ...notification, text: '驳回意见'.repeat(800) },
      'https://h5.example.com',
    );
    if (long.msgtype !== 'markdown') throw new Error('not markdown');
    expect(Buffer.byteLength(long.markdown.content)).toBeLessThanOrEqual(ROBOT_CONTENT_BYTES);
    expect(long.markdown.content).toMatch(
      /…\n\[在搭建器中查看\]\(https:\/\/h5\.example\.com\/admin\/pages\/double%2011\)$/,
    );
    expect(builderPath({ screen: 'review', id: 7 })).toBe('/admin/reviews/7');
    expect(builderPath({ screen: 'webhooks' })).toBe('/admin/webhooks');
  });
});
