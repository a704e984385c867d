import type { ReactElement } from 'react';
import {
  Alert,
  Breadcrumb,
  Button,
  Checkbox,
  ConfigProvider,
  Empty,
  Form,
  Input,
  message,
  Modal,
  Pagination,
  Popconfirm,
  Radio,
  Result,
  Select,
  Spin,
  Steps,
  Tabs,
} from 'antd';

/**
 * What to render, at build time, for each antd export our pages import, so
 * that antd registers every style that export can show in the browser. Popups
 * are rendered through antd's own inline panels (`_InternalPanelDoNotUseOrYouWillBeFired`),
 * because a portal renders nothing on the server; the component itself is
 * rendered too, because some panels nest a theme of their own and only the
 * component registers its CSS variables in the brand's scope.
 *
 * A sample covers the features our pages use. Turning on a feature that
 * renders another component (Pagination's size changer renders a Select, say)
 * means adding it here; the build fails for an antd export without a sample.
 */
export const samples: Record<string, () => ReactElement> = {
  ConfigProvider: () => <></>,
  Alert: () => <Alert type="error" showIcon title="错误" description="说明" closable />,
  Breadcrumb: () => <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '资讯' }]} />,
  Button: () => (
    <>
      <Button type="primary">确定</Button>
      <Button loading icon={<span />}>
        加载
      </Button>
    </>
  ),
  Checkbox: () => (
    <>
      <Checkbox checked>同意</Checkbox>
      <Checkbox.Group options={['a']} />
    </>
  ),
  Form: () => (
    <Form layout="vertical">
      <Form.Item label="手机号" name="phone" required hasFeedback validateStatus="error" help="请输入手机号码" extra="说明">
        <Input />
      </Form.Item>
    </Form>
  ),
  Input: () => (
    <>
      <Input prefix="+86" suffix="s" allowClear showCount maxLength={11} />
      <Input.Password />
      <Input.TextArea showCount maxLength={30} />
    </>
  ),
  Modal: () => (
    <>
      <Modal open getContainer={false} title="标题">
        内容
      </Modal>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="标题">内容</Modal._InternalPanelDoNotUseOrYouWillBeFired>
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="是否退出登录？" />
    </>
  ),
  Pagination: () => <Pagination total={100} showSizeChanger={false} responsive />,
  Popconfirm: () => (
    <>
      <Popconfirm title="确定删除？">
        <Button>删除</Button>
      </Popconfirm>
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="确定删除？" />
    </>
  ),
  Radio: () => (
    <Radio.Group
      options={[
        { label: '个人', value: 'a' },
        { label: '企业', value: 'b' },
      ]}
    />
  ),
  Result: () => <Result status="success" title="成功" extra={<Button>返回</Button>} />,
  Select: () => (
    <>
      <Select options={[{ label: '施工', value: 'SG' }]} />
      <Select._InternalPanelDoNotUseOrYouWillBeFired options={[{ label: '施工', value: 'SG' }]} />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    </>
  ),
  Spin: () => <Spin />,
  Steps: () => <Steps current={1} items={[{ title: '验证身份' }, { title: '重置密码' }, { title: '完成' }]} />,
  Tabs: () => (
    <Tabs
      items={[
        { key: 'a', label: '密码登录' },
        { key: 'b', label: '验证码登录' },
      ]}
    />
  ),
  message: () => (
    <>
      <message._InternalPanelDoNotUseOrYouWillBeFired type="error" content="网络异常，请稍后再试" />
      <message._InternalPanelDoNotUseOrYouWillBeFired type="success" content="成功" />
    </>
  ),
};

/** antd exports that are not components and carry no styles. */
export const styleless = new Set(['theme', 'version']);

export { ConfigProvider };
