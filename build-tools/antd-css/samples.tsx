import type { ReactElement } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  InputNumber,
  Layout,
  List,
  Menu,
  Space,
  Statistic,
  Switch,
  Table,
  Tag,
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
  // The staff console (/admin, issue 14): its layout, tables, forms and drawers.
  Avatar: () => <Avatar size="small">管</Avatar>,
  Badge: () => (
    <>
      <Badge count={120} overflowCount={99}>
        <span>客服</span>
      </Badge>
      <Badge status="processing" text="在线" />
      <Badge dot />
    </>
  ),
  Card: () => (
    <Card title="标题" extra={<a href="/">更多</a>} size="small">
      内容
    </Card>
  ),
  DatePicker: () => (
    <>
      <DatePicker.RangePicker />
      <DatePicker._InternalRangePanelDoNotUseOrYouWillBeFired />
    </>
  ),
  Descriptions: () => <Descriptions bordered size="small" column={1} items={[{ key: 'a', label: '姓名', children: '王工' }]} />,
  Drawer: () => (
    <>
      <Drawer open getContainer={false} title="线索详情" extra={<Button>关闭</Button>} footer="底部">
        内容
      </Drawer>
      <Drawer._InternalPanelDoNotUseOrYouWillBeFired title="线索详情">内容</Drawer._InternalPanelDoNotUseOrYouWillBeFired>
    </>
  ),
  InputNumber: () => <InputNumber min={1} max={600} addonAfter="秒" />,
  Layout: () => (
    <Layout>
      <Layout.Sider breakpoint="md" collapsedWidth={0} collapsible>
        侧栏
      </Layout.Sider>
      <Layout>
        <Layout.Header>顶栏</Layout.Header>
        <Layout.Content>内容</Layout.Content>
        <Layout.Footer>页脚</Layout.Footer>
      </Layout>
    </Layout>
  ),
  List: () => (
    <List
      size="small"
      dataSource={['a']}
      renderItem={(item) => (
        <List.Item actions={[<a key="a">回复</a>]}>
          <List.Item.Meta title={item} description="说明" />
        </List.Item>
      )}
    />
  ),
  Menu: () => (
    <>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={['a']}
        items={[
          { key: 'a', label: '线索', icon: <span /> },
          { key: 'b', label: '设置' },
        ]}
      />
      <Menu mode="horizontal" selectedKeys={['a']} items={[{ key: 'a', label: '线索' }]} />
    </>
  ),
  Space: () => (
    <Space wrap size="middle">
      <span>a</span>
      <span>b</span>
    </Space>
  ),
  Statistic: () => <Statistic title="访问量" value={1234} suffix="次" />,
  Switch: () => <Switch checked checkedChildren="开" unCheckedChildren="关" />,
  Table: () => (
    <Table
      size="middle"
      rowKey="id"
      loading
      scroll={{ x: 900 }}
      columns={[
        { title: '姓名', dataIndex: 'name', fixed: 'left', width: 100 },
        { title: '状态', dataIndex: 'status' },
      ]}
      dataSource={[{ id: 1, name: '王工', status: '新线索' }]}
      pagination={{ current: 1, pageSize: 20, total: 100, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` }}
    />
  ),
  Tag: () => (
    <>
      <Tag color="blue">新线索</Tag>
      <Tag color="success">已转化</Tag>
    </>
  ),
  Alert: () => <Alert type="error" showIcon title="错误" description="说明" closable />,
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
  Empty: () => (
    <>
      <Empty description="从左侧选择一个会话" />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无" />
    </>
  ),
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
